ps_2_sw
dcl t0
defi i0, 3, 0, 0, 0
defi i4, 1, 0, 0, 0
defi i5, 4, 0, 0, 0
mov r0, t0
mov r1, c0
rep i0
mad r1, r0, r0, r1
rep i4
add r0, r0, c16
rep i5
add r0, r0, c19
rep i5
add r0, r0, c13
break_le r0.y, r1.z
endrep
endrep
endrep
endrep
mov oC0, r0
