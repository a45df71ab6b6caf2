ps_2_x
dcl t0
mov r0, t0
if_ne r0.z, c1.w
add r0, r0, -c1
else
add r0.xy, r0, c2
endif
mov oC0, r0
