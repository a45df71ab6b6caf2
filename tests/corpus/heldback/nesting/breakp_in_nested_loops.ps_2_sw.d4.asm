ps_2_sw
dcl t0
defi i2, 2, 0, 0, 0
defi i3, 4, 0, 0, 0
defi i7, 3, 0, 0, 0
mov r0, t0
mov r1, c1
setp_lt p0, r0, r1
rep i7
mul r1, r0, r1
rep i2
add r0, r0, c23
rep i3
add r0.xy, r0, r1
rep i3
add r0, r0, c23
breakp p0.w
endrep
endrep
endrep
endrep
mov oC0, r0
