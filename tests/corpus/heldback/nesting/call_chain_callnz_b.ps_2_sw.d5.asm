ps_2_sw
dcl t0
defb b2, true
defb b3, false
defb b10, false
mov r0, t0
mov r1, c0
add r0, r0, c21
callnz l2, b2
mov oC0, r0
ret
label l2
dp4 r0.x, r0, r1
callnz l5, b1
ret
label l5
add r0, r0, c20
callnz l7, b3
ret
label l7
dp4 r0.x, r0, r1
callnz l9, b2
ret
label l9
dp4 r0.x, r0, r1
callnz l15, b10
ret
label l15
min r1, r1, r0
ret
