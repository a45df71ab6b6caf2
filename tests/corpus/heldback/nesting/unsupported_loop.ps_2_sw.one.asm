ps_2_sw
dcl t0
defi i10, 2, 0, 1, 0
mov r0, t0
mov r1, c0
loop aL, i10
add r0, r0, c9
endloop
mov oC0, r0
