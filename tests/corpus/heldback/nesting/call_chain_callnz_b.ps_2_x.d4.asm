ps_2_x
dcl t0
defb b1, true
defb b5, false
mov r0, t0
mov r1, c1
add r1, r1, r0
callnz l2, b13
mov oC0, r0
ret
label l2
mul r0, r0, r1
callnz l9, b5
ret
label l9
add r0, r0, c18
callnz l13, b1
ret
label l13
dp4 r0.x, r0, r1
callnz l15, b10
ret
label l15
add r0, r0, c17
ret
