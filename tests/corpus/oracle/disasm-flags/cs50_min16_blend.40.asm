cs_5_0
dcl_globalFlags refactoringAllowed | enableMinimumPrecision
dcl_constantbuffer cb0[1], immediateIndexed
dcl_resource_structured t0, 16 
dcl_resource_structured t1, 16 
dcl_uav_structured u0, 16
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 128, 1, 1
and r0.x {min16u}, vThreadID.x {def32 as min16u}, cb0[0].y {min16u}
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r1.xyzw {min16f}, vThreadID.x, l(0), t1.xyzw
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r2.xyzw {min16f}, vThreadID.x, l(0), t0.xyzw
add r3.xyzw {min16f}, r1.xyzw {min16f}, -r2.xyzw {min16f}
mul r1.xyzw {min16f}, r1.xyzw {min16f}, r2.xyzw {min16f}
mad r2.xyzw {min16f}, cb0[0].xxxx {min16f}, r3.xyzw {min16f}, r2.xyzw {min16f}
movc r0.xyzw {min16f}, r0.xxxx {min16u}, r2.xyzw {min16f}, r1.xyzw {min16f}
store_structured u0.xyzw, vThreadID.x, l(0), r0.xyzw {min16f}
ret 
