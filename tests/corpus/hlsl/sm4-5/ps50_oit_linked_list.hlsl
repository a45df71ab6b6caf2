// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer S
// {
//
//   uint g_width;                      // Offset:    0 Size:     4
//   uint g_maxNodes;                   // Offset:    4 Size:     4
//
// }
//
// Resource bind info for g_nodes
// {
//
//   struct Node
//   {
//       
//       uint color;                    // Offset:    0
//       float depth;                   // Offset:    4
//       uint next;                     // Offset:    8
//
//   } $Element;                        // Offset:    0 Size:    12
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_nodes                               UAV  struct     r/w+cnt    1        1
// g_heads                               UAV    byte         r/w    2        1
// S                                 cbuffer      NA          NA    0        1
//
cbuffer S : register(b0) {
    uint g_width : packoffset(c0);
    uint g_maxNodes : packoffset(c0.y);
};
struct S_u1 { uint w[3]; };
RWStructuredBuffer<S_u1> g_nodes : register(u1);
RWByteAddressBuffer g_heads : register(u2);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
struct Output {
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.COLOR0;
    r0.x = g_nodes.IncrementCounter();
    if (r0.x >= g_maxNodes) {
        {
            return output;
        }
    }
    r0.yz = (uint2)v0.yx;
    r0.y = asuint((asint(r0.y) * asint(g_width) + asint(r0.z)) << (0x00000002u & 31u));
    {
        uint p;
        g_heads.InterlockedExchange(r0.y, r0.x, p);
        r1.y = p;
    }
    r2.xyzw = (uint4)(saturate(v1.xyzw) * float4(255.0f, 255.0f, 255.0f, 255.0f));
    r1.x = asuint(asint(r2.w) * 16777216 + (asint(r2.z) * 65536 + (asint(r2.y) * 256 + asint(r2.x))));
    r1.z = asuint(v0.z);
    g_nodes[r0.x].w[0] = r1.x;
    g_nodes[r0.x].w[1] = r1.z;
    g_nodes[r0.x].w[2] = r1.y;
    {
        return output;
    }
}
