vs_4_0
dcl_constantbuffer cb0[4], immediateIndexed
dcl_resource_buffer (float,float,float,float) t0
dcl_input v0.xyz
dcl_input_sgv v1.x, instance_id
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_temps 4
ishl r0.x, v1.x, l(2)
ld r1.xyzw, r0.xxxx, t0.xyzw
iadd r0.xyz, r0.xxxx, l(1, 2, 3, 0)
mov r2.xyz, v0.xyzx
mov r2.w, l(1.000000)
dp4 r1.x, r2.xyzw, r1.xyzw
ld r3.xyzw, r0.xxxx, t0.xyzw
dp4 r1.y, r2.xyzw, r3.xyzw
ld r3.xyzw, r0.yyyy, t0.xyzw
ld o1.xyzw, r0.zzzz, t0.xyzw
dp4 r1.z, r2.xyzw, r3.xyzw
mov r1.w, l(1.000000)
dp4 o0.x, r1.xyzw, cb0[0].xyzw
dp4 o0.y, r1.xyzw, cb0[1].xyzw
dp4 o0.z, r1.xyzw, cb0[2].xyzw
dp4 o0.w, r1.xyzw, cb0[3].xyzw
ret 
