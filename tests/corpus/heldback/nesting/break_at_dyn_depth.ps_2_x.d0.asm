ps_2_x
dcl t0
defi i6, 1, 0, 0, 0
mov r0, t0
mov r1, c1
rep i6
break
endrep
mov oC0, r0
