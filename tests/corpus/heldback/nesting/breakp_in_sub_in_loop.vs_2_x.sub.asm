vs_2_x
dcl_position v0
defi i6, 1, 0, 0, 0
mov r0, v0
mov r1, c1
setp_gt p0, r0, r1
rep i6
call l2
endrep
mov oPos, r0
ret
label l2
mul r0, r0, r1
breakp p0.y
ret
