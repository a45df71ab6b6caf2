vs_2_sw
dcl_position v0
defb b0, false
defb b12, true
mov r0, v0
mov r1, c1
max r0, r0, r1
callnz l6, b12
mov oPos, r0
ret
label l6
max r0, r0, r1
callnz l8, b0
ret
label l8
max r0, r0, r1
callnz l13, b15
ret
label l13
mul r1, r0, r1
ret
