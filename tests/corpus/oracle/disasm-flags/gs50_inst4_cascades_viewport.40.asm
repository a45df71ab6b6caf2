gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb1[16], dynamicIndexed
dcl_input v[3][0].xyzw
dcl_input vGSInstanceID
dcl_temps 5
dcl_gsinstances 4
dcl_inputprimitive triangle 
dcl_stream m0
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output_siv o1.x, viewport_array_index
dcl_maxout 3
ishl r0.x, vGSInstanceID.x, l(2)
dp4 r1.x, v[0][0].xyzw, cb1[r0.x + 0].xyzw
dp4 r1.y, v[0][0].xyzw, cb1[r0.x + 1].xyzw
dp4 r1.z, v[0][0].xyzw, cb1[r0.x + 2].xyzw
dp4 r2.x, v[1][0].xyzw, cb1[r0.x + 0].xyzw
dp4 r2.y, v[1][0].xyzw, cb1[r0.x + 1].xyzw
dp4 r2.z, v[1][0].xyzw, cb1[r0.x + 2].xyzw
dp4 r3.x, v[2][0].xyzw, cb1[r0.x + 0].xyzw
dp4 r3.y, v[2][0].xyzw, cb1[r0.x + 1].xyzw
dp4 r3.z, v[2][0].xyzw, cb1[r0.x + 2].xyzw
min r0.yzw, r1.xxyz, r2.xxyz
min r0.yzw, r3.xxyz, r0.yyzw
max r4.xyz, r1.xyzx, r2.xyzx
max r4.xyz, r3.xyzx, r4.xyzx
lt r0.yzw, l(0.000000, 1.000000, 1.000000, 1.000000), r0.yyzw
or r0.y, r0.z, r0.y
or r0.y, r0.w, r0.y
lt r4.xyz, r4.xyzx, l(-1.000000, -1.000000, 0.000000, 0.000000)
or r0.z, r4.y, r4.x
or r0.z, r4.z, r0.z
or r0.y, r0.z, r0.y
if_nz r0.y
  ret 
endif 
dp4 r0.y, v[0][0].xyzw, cb1[r0.x + 3].xyzw
dp4 r0.z, v[1][0].xyzw, cb1[r0.x + 3].xyzw
dp4 r0.x, v[2][0].xyzw, cb1[r0.x + 3].xyzw
mov o0.xyz, r1.xyzx
mov o0.w, r0.y
mov o1.x, vGSInstanceID.x
emit_stream m0
mov o0.xyz, r2.xyzx
mov o0.w, r0.z
mov o1.x, vGSInstanceID.x
emit_stream m0
mov o0.xyz, r3.xyzx
mov o0.w, r0.x
mov o1.x, vGSInstanceID.x
emit_stream m0
ret 
