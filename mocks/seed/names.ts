import type { CountryKey } from './countries'

/** A given name in its own script, its romanisation (for e-mail addresses) and gender. */
type Given = readonly [native: string, latin: string, gender: 'male' | 'female']
/** A family name and its romanisation, then the feminine forms where the language has them. */
type Family = readonly [native: string, latin: string, feminine?: string, feminineLatin?: string]

export interface NamePool {
  country: CountryKey
  given: readonly Given[]
  family: readonly Family[]
}

/**
 * Reads a compact pool: given names as `native:latin:f|m`, family names as
 * `native:latin[:feminine:feminineLatin]`, separated by spaces.
 */
function pool(country: CountryKey, given: string, family: string): NamePool {
  return {
    country,
    given: given.split(' ').map((entry) => {
      const [native = '', latin = '', gender] = entry.split(':')
      return [native, latin, gender === 'f' ? 'female' : 'male'] as const
    }),
    family: family.split(' ').map((entry) => {
      const [native = '', latin = '', feminine, feminineLatin] = entry.split(':')
      return [native, latin, feminine, feminineLatin] as const
    }),
  }
}

/**
 * Curated names per country, written the way people there write them: Latin with diacritics,
 * Devanagari, Han and kana, Hangul, Cyrillic, Greek, Arabic. The seed takes pools round-robin so
 * every scenario has each script and country.
 */
export const namePools: readonly NamePool[] = [
  pool(
    'india',
    'प्रिया:priya:f आरव:aarav:m अनन्या:ananya:f विहान:vihaan:m कविता:kavita:f अर्जुन:arjun:m',
    'शर्मा:sharma वर्मा:verma गुप्ता:gupta पटेल:patel जोशी:joshi',
  ),
  pool(
    'poland',
    'Łukasz:lukasz:m Zofia:zofia:f Michał:michal:m Małgorzata:malgorzata:f Paweł:pawel:m Agnieszka:agnieszka:f',
    'Wiśniewski:wisniewski:Wiśniewska:wisniewska Kowalczyk:kowalczyk Wójcik:wojcik Zieliński:zielinski:Zielińska:zielinska Dąbrowski:dabrowski:Dąbrowska:dabrowska',
  ),
  pool(
    'china',
    '娜:na:f 伟:wei:m 敏:min:f 浩然:haoran:m 雨萱:yuxuan:f 磊:lei:m',
    '李:li 王:wang 张:zhang 刘:liu 陈:chen',
  ),
  pool(
    'egypt',
    'ليلى:laila:f عمر:omar:m نور:nour:f يوسف:youssef:m مريم:mariam:f كريم:karim:m',
    'حداد:haddad منصور:mansour سالم:salem خليل:khalil النجار:elnaggar',
  ),
  pool(
    'russia',
    'Анна:anna:f Дмитрий:dmitry:m Екатерина:ekaterina:f Алексей:alexey:m Мария:maria:f Иван:ivan:m',
    'Иванов:ivanov:Иванова:ivanova Смирнов:smirnov:Смирнова:smirnova Кузнецов:kuznetsov:Кузнецова:kuznetsova Соколов:sokolov:Соколова:sokolova Морозов:morozov:Морозова:morozova',
  ),
  pool(
    'spain',
    'José:jose:m Lucía:lucia:f Álvaro:alvaro:m Inés:ines:f Sergio:sergio:m Marta:marta:f',
    'Álvarez:alvarez Fernández:fernandez Muñoz:munoz Peña:pena Ortiz:ortiz',
  ),
  pool(
    'greece',
    'Γιώργος:giorgos:m Ελένη:eleni:f Νίκος:nikos:m Κατερίνα:katerina:f Δημήτρης:dimitris:m Σοφία:sofia:f',
    'Παπαδόπουλος:papadopoulos:Παπαδοπούλου:papadopoulou Ιωάννου:ioannou Γεωργίου:georgiou Οικονόμου:oikonomou Βασιλείου:vasileiou',
  ),
  pool(
    'southKorea',
    '민준:minjun:m 서연:seoyeon:f 지호:jiho:m 하은:haeun:f 도윤:doyun:m 지우:jiwoo:f',
    '김:kim 이:lee 박:park 최:choi 정:jung',
  ),
  pool(
    'unitedStates',
    'Emily:emily:f Michael:michael:m Olivia:olivia:f Ethan:ethan:m Madison:madison:f Tyler:tyler:m',
    'Johnson:johnson Carter:carter Brooks:brooks Ramirez:ramirez Walsh:walsh',
  ),
  pool(
    'japan',
    '美咲:misaki:f 陽翔:haruto:m さくら:sakura:f 蓮:ren:m 結衣:yui:f 大輝:daiki:m',
    '佐藤:sato 鈴木:suzuki 高橋:takahashi 田中:tanaka 伊藤:ito',
  ),
  pool(
    'brazil',
    'João:joao:m Luísa:luisa:f Thiago:thiago:m Letícia:leticia:f Gustavo:gustavo:m Júlia:julia:f',
    'Gonçalves:goncalves Araújo:araujo Conceição:conceicao Simões:simoes Ribeiro:ribeiro',
  ),
  pool(
    'uae',
    'فاطمة:fatima:f أحمد:ahmed:m سارة:sara:f خالد:khaled:m هند:hind:f راشد:rashid:m',
    'المنصوري:almansoori الشامسي:alshamsi الكعبي:alkaabi الظاهري:aldhaheri النعيمي:alnuaimi',
  ),
  pool(
    'india',
    'Aditya:aditya:m Sneha:sneha:f Karthik:karthik:m Divya:divya:f Rohit:rohit:m Neha:neha:f',
    'Nair:nair Reddy:reddy Menon:menon Kulkarni:kulkarni Banerjee:banerjee',
  ),
  pool(
    'france',
    'Zoé:zoe:f Théo:theo:m Hélène:helene:f Clément:clement:m Léa:lea:f Jérôme:jerome:m',
    'Lefèvre:lefevre Girard:girard Moreau:moreau Bérenger:berenger Fontaine:fontaine',
  ),
  pool(
    'vietnam',
    'Hương:huong:f Minh:minh:m Thảo:thao:f Đức:duc:m Linh:linh:f Tuấn:tuan:m',
    'Nguyễn:nguyen Trần:tran Lê:le Phạm:pham Hoàng:hoang',
  ),
  pool(
    'nigeria',
    'Chinedu:chinedu:m Adaeze:adaeze:f Oluwaseun:oluwaseun:m Ngozi:ngozi:f Emeka:emeka:m Funmilayo:funmilayo:f',
    'Okafor:okafor Adeyemi:adeyemi Eze:eze Balogun:balogun Nwosu:nwosu',
  ),
  pool(
    'mexico',
    'Sebastián:sebastian:m Valeria:valeria:f Mateo:mateo:m Ximena:ximena:f Diego:diego:m Camila:camila:f',
    'Hernández:hernandez López:lopez Ramírez:ramirez Gutiérrez:gutierrez Morales:morales',
  ),
  pool(
    'turkey',
    'Ayşe:ayse:f Emre:emre:m Zeynep:zeynep:f Çağlar:caglar:m Elif:elif:f Burak:burak:m',
    'Yılmaz:yilmaz Kaya:kaya Demir:demir Şahin:sahin Öztürk:ozturk',
  ),
  pool(
    'kenya',
    'Wanjiru:wanjiru:f Otieno:otieno:m Achieng:achieng:f Kamau:kamau:m Njeri:njeri:f Kiprono:kiprono:m',
    'Mwangi:mwangi Odhiambo:odhiambo Kariuki:kariuki Chebet:chebet Wambui:wambui',
  ),
]

export interface PickedName {
  firstName: string
  lastName: string
  /** ASCII form `first.last`, for e-mail addresses. */
  latin: string
  gender: 'male' | 'female'
}

/** Combines a given and a family name of a pool (indices wrap around). */
export function nameFrom(pool: NamePool, givenIndex: number, familyIndex: number): PickedName {
  const given = pool.given[givenIndex % pool.given.length]!
  const family = pool.family[familyIndex % pool.family.length]!
  const [native, latin, gender] = given
  const feminine = gender === 'female' ? family[2] : undefined
  const lastName = feminine ?? family[0]
  const lastLatin = feminine ? (family[3] ?? family[1]) : family[1]
  return { firstName: native, lastName, latin: `${latin}.${lastLatin}`, gender }
}
