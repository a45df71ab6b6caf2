cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[1], immediateIndexed
dcl_uav_raw u0
dcl_thread_group 1, 1, 1
store_raw u0.xyzw, l(0), cb0[2].xyzw
ret
