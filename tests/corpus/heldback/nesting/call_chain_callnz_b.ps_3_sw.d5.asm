ps_3_sw
dcl_texcoord0 v0
defb b1, false
defb b2, true
defb b4, true
mov r0, v0
mov r1, c1
mul r0, r0, r1
callnz l494, b4
mov oC0, r0
ret
label l494
add r0, r0, c18
callnz l631, b1
ret
label l631
add r0, r0, c18
callnz l873, b14
ret
label l873
dp4 r0.x, r0, r1
callnz l1492, b2
ret
label l1492
mul r1, r0, r1
callnz l2037, b9
ret
label l2037
mul r0, r0, r1
ret
