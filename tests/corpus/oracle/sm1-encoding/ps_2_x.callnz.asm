ps_2_x
dcl t0
defb b0, true
mov r0, t0
callnz l0, b0
mov oC0, t0
ret
label l0
add r1, r0, c0
ret
