ps_3_sw
dcl_texcoord0 v0
defi i3, 4, 0, 0, 0
mov r0, v0
mov r1, c1
setp_lt p0, r0, r1
rep i3
breakp p0.z
endrep
mov oC0, r0
