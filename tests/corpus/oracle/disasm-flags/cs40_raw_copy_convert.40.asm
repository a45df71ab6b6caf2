cs_4_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 3
dcl_thread_group 64, 1, 1
uge r0.x, vThreadID.x, cb0[0].x
if_nz r0.x
  ret 
endif 
ishl r0.x, vThreadID.x, l(2)
ishl r0.y, vThreadID.x, l(4)
ld_raw r1.x, r0.x, t0.xxxx
and r0.x, r1.x, l(255)
ushr r2.x, r1.x, l(8)
ushr r2.y, r1.x, l(16)
ushr r0.z, r1.x, l(24)
and r1.xy, r2.xyxx, l(255, 255, 0, 0)
utof r2.yz, r1.xxyx
utof r2.xw, r0.xxxz
mul r1.xyzw, r2.xyzw, cb0[0].yyyy
store_raw u0.xyzw, r0.y, r1.xyzw
ret 
