cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_texture3d (float,float,float,float) t0
dcl_uav_structured u0, 4
dcl_input vThreadID.xyz
dcl_temps 2
dcl_thread_group 1, 1, 64
ishl r0.x, vThreadID.y, l(6)
iadd r0.x, r0.x, vThreadID.x
ishl r0.x, r0.x, l(6)
iadd r0.x, r0.x, vThreadID.z
mov r1.xyz, vThreadID.xyzx
mov r1.w, l(0)
ld_indexable(texture3d)(float,float,float,float) r0.y, r1.xyzw, t0.yxzw
add r0.y, r0.y, r0.y
store_structured u0.x, r0.x, l(0), r0.y
ret 
