ps_4_0
dcl_constantbuffer cb0[1], immediateIndexed
dcl_output o0.xyzw
dcl_temps 1
add r0.xyz, cb0[0].xyz, cb0[0].xyz
mov o0.xyzw, r0.xyzw
ret 
