cs_5_0
dcl_globalFlags refactoringAllowed | enable11_1ShaderExtensions
dcl_resource_raw t0
dcl_resource_raw t1
dcl_uav_structured u0, 16
dcl_input vThreadID.xy
dcl_temps 3
dcl_thread_group 8, 8, 1
ishl r0.xy, vThreadID.yyyy, l(8, 6, 0, 0)
iadd r0.xy, r0.xyxx, vThreadID.xxxx
ishl r0.x, r0.x, l(2)
ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r1.xy, r0.x, t1.xyxx
ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r0.x, r0.x, t0.xxxx
ushr r2.xyz, r1.xxxx, l(8, 16, 24, 0)
bfi r1.yzw, l(0, 8, 16, 24), l(0, 24, 16, 8), r1.yyyy, r2.xxyz
msad r2.xyzw, r0.xxxx, r1.xyzw, l(0, 0, 0, 0)
msad r2.xyzw, r0.xxxx, r1.xyzw, r2.xyzw
iadd r2.xyzw, r2.xyzw, l(1, 1, 1, 1)
msad r2.xyzw, r0.xxxx, r1.xyzw, r2.xyzw
iadd r2.xyzw, r2.xyzw, l(2, 2, 2, 2)
msad r1.xyzw, r0.xxxx, r1.xyzw, r2.xyzw
iadd r1.xyzw, r1.xyzw, l(3, 3, 3, 3)
store_structured u0.xyzw, r0.y, l(0), r1.xyzw
ret 
