gs_5_0
dcl_globalFlags refactoringAllowed | enableMinimumPrecision
dcl_constantbuffer cb0[4], immediateIndexed
dcl_resource_structured t0, 64 
dcl_input v[3][0].xyz
dcl_input vPrim
dcl_temps 7
dcl_inputprimitive triangle 
dcl_stream m0
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw {min16f}
dcl_maxout 3
mov r0.w, l(1.000000)
mov r1.xyz, v[0][0].xyzx
mov r1.w, l(1.000000)
ushr r2.x, vPrim, l(7)
ld_structured_indexable(structured_buffer, stride=64)(mixed,mixed,mixed,mixed) r3.xyzw, r2.x, l(0), t0.xyzw
dp4 r0.x, r1.xyzw, r3.xyzw
ld_structured_indexable(structured_buffer, stride=64)(mixed,mixed,mixed,mixed) r4.xyzw, r2.x, l(16), t0.xyzw
dp4 r0.y, r1.xyzw, r4.xyzw
ld_structured_indexable(structured_buffer, stride=64)(mixed,mixed,mixed,mixed) r5.xyzw, r2.x, l(32), t0.xyzw
ld_structured_indexable(structured_buffer, stride=64)(mixed,mixed,mixed,mixed) r2.xyzw {min16f}, r2.x, l(48), t0.xyzw
dp4 r0.z, r1.xyzw, r5.xyzw
dp4 r1.x, r0.xyzw, cb0[0].xyzw
mov o0.x, r1.x
dp4 r1.x, r0.xyzw, cb0[1].xyzw
mov o0.y, r1.x
dp4 r1.x, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.z, r1.x
mov o0.w, r0.x
mul r0.xyzw {min16f}, r2.xyzw {min16f}, l(0.250000, 0.250000, 0.250000, 0.250000) {def32 as min16f}
mov o1.xyzw {min16f}, r0.xyzw {min16f}
emit_stream m0
mov r0.xyz, v[1][0].xyzx
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, r3.xyzw
dp4 r1.y, r0.xyzw, r4.xyzw
dp4 r1.z, r0.xyzw, r5.xyzw
mov r1.w, l(1.000000)
dp4 r6.x, r1.xyzw, cb0[0].xyzw
mov o0.x, r6.x
dp4 r6.x, r1.xyzw, cb0[1].xyzw
mov o0.y, r6.x
dp4 r6.x, r1.xyzw, cb0[2].xyzw
dp4 r1.x, r1.xyzw, cb0[3].xyzw
mov o0.z, r6.x
mov o0.w, r1.x
mul r0.xyzw {min16f}, r2.xyzw {min16f}, l(0.500000, 0.500000, 0.500000, 0.500000) {def32 as min16f}
mul r1.xyzw {min16f}, r2.xyzw {min16f}, l(0.750000, 0.750000, 0.750000, 0.750000) {def32 as min16f}
mov o1.xyzw {min16f}, r0.xyzw {min16f}
emit_stream m0
mov r0.xyz, v[2][0].xyzx
mov r0.w, l(1.000000)
dp4 r2.x, r0.xyzw, r3.xyzw
dp4 r2.y, r0.xyzw, r4.xyzw
dp4 r2.z, r0.xyzw, r5.xyzw
mov r2.w, l(1.000000)
dp4 r3.x, r2.xyzw, cb0[0].xyzw
mov o0.x, r3.x
dp4 r3.x, r2.xyzw, cb0[1].xyzw
mov o0.y, r3.x
dp4 r3.x, r2.xyzw, cb0[2].xyzw
dp4 r3.y, r2.xyzw, cb0[3].xyzw
mov o0.z, r3.x
mov o0.w, r3.y
mov o1.xyzw {min16f}, r1.xyzw {min16f}
emit_stream m0
ret 
