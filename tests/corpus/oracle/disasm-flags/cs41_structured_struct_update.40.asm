cs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[2], immediateIndexed
dcl_uav_structured u0, 24
dcl_input vThreadID.x
dcl_temps 3
dcl_thread_group 128, 1, 1
uge r0.x, vThreadID.x, cb0[1].x
if_nz r0.x
  ret 
endif 
ld_structured r0.xyzw, vThreadID.x, l(0), u0.xyzw
ld_structured r1.xy, vThreadID.x, l(16), u0.xyxx
add r2.xyz, -r0.xyzx, cb0[0].yzwy
dp3 r1.w, r2.xyzx, r2.xyzx
rsq r1.w, r1.w
mov r1.z, r0.w
mad r2.xyz, r2.xyzx, r1.wwww, -r1.zxyz
mad r1.xyz, r2.xyzx, cb0[0].xxxx, r1.zxyz
max r1.xyz, r1.xyzx, l(-4.000000, -4.000000, -4.000000, 0.000000)
min r1.xyz, r1.xyzx, l(4.000000, 4.000000, 4.000000, 0.000000)
mad r0.xyz, r1.xyzx, cb0[0].xxxx, r0.xyzx
mov r0.w, r1.x
store_structured u0.xyzw, vThreadID.x, l(0), r0.xyzw
store_structured u0.xy, vThreadID.x, l(16), r1.yzyy
ret 
