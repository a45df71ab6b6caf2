vs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_resource_structured t0, 48 
dcl_input v0.xyz
dcl_input v1.x
dcl_input v2.xyzw
dcl_output_siv o0.xyzw, position
dcl_temps 5
ubfe r0.xy, l(8, 8, 0, 0), l(8, 16, 0, 0), v1.xxxx
iadd r0.xy, r0.xyxx, cb0[4].xxxx
ld_structured_indexable(structured_buffer, stride=48)(mixed,mixed,mixed,mixed) r1.xyzw, r0.x, l(0), t0.xyzw
mov r2.xyz, v0.xyzx
mov r2.w, l(1.000000)
dp4 r1.x, r2.xyzw, r1.xyzw
ld_structured_indexable(structured_buffer, stride=48)(mixed,mixed,mixed,mixed) r3.xyzw, r0.x, l(16), t0.xyzw
dp4 r1.y, r2.xyzw, r3.xyzw
ld_structured_indexable(structured_buffer, stride=48)(mixed,mixed,mixed,mixed) r3.xyzw, r0.x, l(32), t0.xyzw
dp4 r1.z, r2.xyzw, r3.xyzw
mul r0.xzw, r1.xxyz, v2.yyyy
and r1.x, v1.x, l(255)
iadd r1.x, r1.x, cb0[4].x
ld_structured_indexable(structured_buffer, stride=48)(mixed,mixed,mixed,mixed) r3.xyzw, r1.x, l(0), t0.xyzw
dp4 r3.x, r2.xyzw, r3.xyzw
ld_structured_indexable(structured_buffer, stride=48)(mixed,mixed,mixed,mixed) r4.xyzw, r1.x, l(16), t0.xyzw
ld_structured_indexable(structured_buffer, stride=48)(mixed,mixed,mixed,mixed) r1.xyzw, r1.x, l(32), t0.xyzw
dp4 r3.z, r2.xyzw, r1.xyzw
dp4 r3.y, r2.xyzw, r4.xyzw
mad r0.xzw, r3.xxyz, v2.xxxx, r0.xxzw
ld_structured_indexable(structured_buffer, stride=48)(mixed,mixed,mixed,mixed) r1.xyzw, r0.y, l(0), t0.xyzw
dp4 r1.x, r2.xyzw, r1.xyzw
ld_structured_indexable(structured_buffer, stride=48)(mixed,mixed,mixed,mixed) r3.xyzw, r0.y, l(16), t0.xyzw
ld_structured_indexable(structured_buffer, stride=48)(mixed,mixed,mixed,mixed) r4.xyzw, r0.y, l(32), t0.xyzw
dp4 r1.z, r2.xyzw, r4.xyzw
dp4 r1.y, r2.xyzw, r3.xyzw
mad r0.xyz, r1.xyzx, v2.zzzz, r0.xzwx
ushr r0.w, v1.x, l(24)
iadd r0.w, r0.w, cb0[4].x
ld_structured_indexable(structured_buffer, stride=48)(mixed,mixed,mixed,mixed) r1.xyzw, r0.w, l(0), t0.xyzw
dp4 r1.x, r2.xyzw, r1.xyzw
ld_structured_indexable(structured_buffer, stride=48)(mixed,mixed,mixed,mixed) r3.xyzw, r0.w, l(16), t0.xyzw
ld_structured_indexable(structured_buffer, stride=48)(mixed,mixed,mixed,mixed) r4.xyzw, r0.w, l(32), t0.xyzw
dp4 r1.z, r2.xyzw, r4.xyzw
dp4 r1.y, r2.xyzw, r3.xyzw
mad r0.xyz, r1.xyzx, v2.wwww, r0.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[0].xyzw
dp4 o0.y, r0.xyzw, cb0[1].xyzw
dp4 o0.z, r0.xyzw, cb0[2].xyzw
dp4 o0.w, r0.xyzw, cb0[3].xyzw
ret 
