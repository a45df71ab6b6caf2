ps_2_x
dcl t0
defi i0, 1, 0, 0, 0
defi i2, 4, 0, 0, 0
defi i6, 1, 0, 0, 0
mov r0, t0
mov r1, c1
rep i0
add r0, r0, r1
rep i6
min r1, r1, r0
rep i2
add r0, r0, c12
rep i0
add r0, r0, r1
call l14
endrep
endrep
endrep
endrep
mov oC0, r0
ret
label l14
rep i0
add r0, r0, r1
min r1, r1, r0
endrep
ret
