ps_2_0
dcl t0
mov r0, t0
loop aL, i0
add r1, r0, c0
endloop
mov oC0, t0
