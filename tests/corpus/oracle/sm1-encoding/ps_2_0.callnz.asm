ps_2_0
dcl t0
mov r0, t0
callnz l0, b0
mov oC0, t0
ret
label l0
add r1, r0, c0
ret
