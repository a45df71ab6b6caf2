ps_3_0
dcl_texcoord0 v0
defb b4, true
defb b5, true
mov r0, v0
mov r1, c1
mul r1, r0, r1
callnz l542, !b4
mov oC0, r0
ret
label l542
mul r1, r0, r1
callnz l1363, !b14
ret
label l1363
add r0, r0, c4
callnz l1592, !b5
ret
label l1592
mul r1, r0, r1
ret
