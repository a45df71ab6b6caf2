cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_structured t0, 16 
dcl_uav_structured u0, 8
dcl_uav_structured u1, 16
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 64, 1, 1
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.xyzw, vThreadID.x, l(0), t0.xyzw
f32tof16 r0.xyzw, r0.xyzw
imad r0.xz, r0.yywy, l(0x00010000, 0, 0x00010000, 0), r0.xxzx
ubfe r0.yw, l(0, 16, 0, 16), l(0, 0, 0, 0), r0.yyyw
f16tof32 r1.xyw, r0.xyxw
store_structured u0.xy, vThreadID.x, l(0), r0.xzxx
and r0.y, r0.z, l(0x0000ffff)
f16tof32 r1.z, r0.y
store_structured u1.xyzw, vThreadID.x, l(0), r1.xyzw
ret 
