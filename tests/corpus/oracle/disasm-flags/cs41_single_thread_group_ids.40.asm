cs_4_1
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_input vThreadGroupID.xyz
dcl_input vThreadID.xyz
dcl_temps 2
dcl_thread_group 1, 1, 1
ishl r0.x, vThreadGroupID.z, l(6)
iadd r0.x, r0.x, vThreadGroupID.y
ishl r0.x, r0.x, l(6)
iadd r0.x, r0.x, vThreadGroupID.x
ishl r0.x, r0.x, l(4)
xor r1.w, vThreadGroupID.y, vThreadGroupID.x
mov r1.xyz, vThreadID.xyzx
store_raw u0.xyzw, r0.x, r1.xyzw
ret 
