ps_3_sw
dcl_texcoord0 v0
defi i1, 1, 0, 0, 0
defi i2, 1, 0, 0, 0
defi i5, 1, 0, 0, 0
defi i8, 4, 0, 1, 0
mov r0, v0
mov r1, c0
setp_ne p0, r0, r1
rep i2
sub r0, r0, r1
rep i1
mov r1, r0.yzwx
rep i5
sub r0, r0, r1
loop aL, i8
mov r1, r0.yzwx
mul r0, r0, r1
endloop
endrep
endrep
endrep
if_ge r0.z, r1.w
endif
setp_eq p0, r0, r1
mov oC0, r0
