cs_4_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadGroupID.x
dcl_input vThreadIDInGroup.xyz
dcl_temps 2
dcl_thread_group 16, 8, 4
ishl r0.x, vThreadGroupID.x, l(9)
iadd r0.x, r0.x, vThreadIDInGroupFlattened.x
ishl r0.x, r0.x, l(3)
ishl r0.y, vThreadIDInGroup.z, l(7)
ishl r0.z, vThreadIDInGroup.y, l(4)
iadd r0.y, r0.z, r0.y
iadd r1.x, r0.y, vThreadIDInGroup.x
xor r1.y, r1.x, vThreadIDInGroupFlattened.x
store_raw u0.xy, r0.x, r1.xyxx
ret 
