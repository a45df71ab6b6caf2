// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer P
// {
//
//   uint g_numCmds;                    // Offset:    0 Size:     4
//
// }
//
// Resource bind info for g_cmds
// {
//
//   struct Cmd
//   {
//       
//       uint op;                       // Offset:    0
//       uint a;                        // Offset:    4
//       uint b;                        // Offset:    8
//       uint dst;                      // Offset:   12
//
//   } $Element;                        // Offset:    0 Size:    16
//
// }
//
// Resource bind info for g_regs
// {
//
//   int $Element;                      // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_cmds                            texture  struct         r/o    0        1
// g_regs                                UAV  struct         r/w    0        1
// P                                 cbuffer      NA          NA    0        1
//
cbuffer P : register(b0) {
    uint g_numCmds : packoffset(c0);
};
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> g_cmds : register(t0);
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_regs : register(u0);
struct Input {
};
struct Output {
};
[numthreads(1, 1, 1)]
Output main(Input input) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    r0.x = 0x00000000u;
    [loop] while (true) {
        if (r0.x >= g_numCmds) { break; }
        r1.xyzw = uint4(g_cmds[r0.x].w[0], g_cmds[r0.x].w[1], g_cmds[r0.x].w[2], g_cmds[r0.x].w[3]);
        r0.y = g_regs[r1.y].w[0];
        r0.z = g_regs[r1.z].w[0];
        if (r1.x == 0u) {
            r0.y = asuint(asint(r0.z) + asint(r0.y));
        } else {
            if (asint(r1.x) == 1) {
                r0.y = asuint((-asint(r0.z)) + asint(r0.y));
            } else {
                if (asint(r1.x) == 2) {
                    {
                        int p0 = asint(r0.z) * asint(r0.y);
                        r0.y = asuint(p0);
                    }
                } else {
                    if (asint(r1.x) == 3) {
                        r1.yz = asuint(max(asint(r0.yz), (-asint(r0.yz))));
                        {
                            uint p0 = r1.y / r1.z;
                            r1.y = p0;
                        }
                        r1.z = asuint(-asint(r1.y));
                        r0.w = (asuint(((asint(r0.z) ^ asint(r0.y)) & asint(0x80000000u))) != 0u) ? r1.z : r1.y;
                        r0.y = (r0.z != 0u) ? r0.w : 0x00000000u;
                    } else {
                        if (asint(r1.x) == 4) {
                            r1.yz = asuint(max(asint(r0.yz), (-asint(r0.yz))));
                            {
                                uint p0 = r1.y % r1.z;
                                r1.y = p0;
                            }
                            r1.z = asuint(-asint(r1.y));
                            r0.w = (asuint((asint(r0.y) & asint(0x80000000u))) != 0u) ? r1.z : r1.y;
                            r0.y = (r0.z != 0u) ? r0.w : 0x00000000u;
                        } else {
                            if (asint(r1.x) == 5) {
                                r0.y = asuint(asint(r0.y) << (r0.z & 31u));
                            } else {
                                if (asint(r1.x) == 6) {
                                    r0.y = asuint(asint(r0.y) >> (r0.z & 31u));
                                } else {
                                    if (asint(r1.x) == 7) {
                                        r0.y = r0.y >> (r0.z & 31u);
                                    } else {
                                        if (asint(r1.x) == 8) {
                                            r0.y = asuint(min(asint(r0.z), asint(r0.y)));
                                        } else {
                                            if (asint(r1.x) == 9) {
                                                r0.y = asuint(max(asint(r0.z), asint(r0.y)));
                                            } else {
                                                if (asint(r1.x) == 10) {
                                                    r0.y = asuint(max((-asint(r0.y)), asint(r0.y)));
                                                } else {
                                                    r1.yz = (asint(r1.xx) == int2(11, 12)) ? 0xffffffffu : 0u;
                                                    if (asuint((asint(r1.z) | asint(r1.y))) != 0u) {
                                                        r0.y = asuint(-asint(r0.y));
                                                    } else {
                                                        if (asint(r1.x) == 13) {
                                                            r0.y = asuint(asint(r0.z) ^ asint(r0.y));
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        g_regs[r1.w].w[0] = r0.y;
        r0.x = asuint(asint(r0.x) + 1);
    }
    {
        return output;
    }
}
