ps_2_x
dcl t0
defi i0, 2, 0, 0, 0
defi i1, 4, 0, 0, 0
defi i3, 4, 0, 0, 0
defi i7, 1, 0, 0, 0
mov r0, t0
mov r1, c1
setp_gt p0, r0, r1
rep i3
mad r0, r0, r1, r0
mul r0, r0, r1
rep i1
add r1, r1, r0
rep i0
dp4 r0.x, r0, r1
endrep
callnz l9, p0.w
endrep
endrep
mov oC0, r0
ret
label l9
rep i7
sub r0, r0, r1
add r1, r1, r0
endrep
ret
