ps_2_sw
dcl t0
defi i1, 1, 0, 0, 0
defi i4, 1, 0, 0, 0
defi i5, 3, 0, 0, 0
mov r0, t0
mov r1, c1
rep i4
dp4 r0.x, r0, r1
rep i5
add r0, r0, c20
rep i5
dp4 r0.x, r0, r1
call l6
endrep
endrep
endrep
mov oC0, r0
ret
label l6
rep i1
min r1, r1, r0
min r1, r1, r0
endrep
ret
