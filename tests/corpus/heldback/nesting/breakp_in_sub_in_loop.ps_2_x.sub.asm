ps_2_x
dcl t0
defi i1, 4, 0, 0, 0
mov r0, t0
mov r1, c1
setp_lt p0, r0, r1
rep i1
call l13
endrep
mov oC0, r0
ret
label l13
max r0, r0, r1
breakp !p0.z
ret
