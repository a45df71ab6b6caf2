vs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[4], immediateIndexed
dcl_uav_raw u1
dcl_input v0.xyz
dcl_input_sgv v1.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_temps 1
ushr r0.x, v1.x, l(6)
ishl r0.x, r0.x, l(2)
atomic_iadd u1, r0.x, l(1)
mov r0.xyz, v0.xyzx
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb0[0].xyzw
dp4 o0.y, r0.xyzw, cb0[1].xyzw
dp4 o0.z, r0.xyzw, cb0[2].xyzw
dp4 o0.w, r0.xyzw, cb0[3].xyzw
ret 
