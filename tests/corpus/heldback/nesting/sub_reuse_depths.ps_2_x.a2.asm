ps_2_x
dcl t0
defi i0, 2, 0, 0, 0
defi i7, 3, 0, 0, 0
mov r0, t0
mov r1, c0
call l7
rep i0
dp4 r0.x, r0, r1
rep i0
max r0, r0, r1
call l7
endrep
endrep
mov oC0, r0
ret
label l7
rep i7
dp4 r0.x, r0, r1
endrep
ret
