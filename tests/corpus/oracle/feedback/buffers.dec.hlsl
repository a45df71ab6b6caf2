// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_st
// {
//
//   struct P
//   {
//       
//       float3 pos;                    // Offset:    0
//       uint id;                       // Offset:   12
//
//   } $Element;                        // Offset:    0 Size:    16
//
// }
//
// Resource bind info for g_out
// {
//
//   float4 $Element;                   // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_raw                             texture    byte         r/o    0        1
// g_st                              texture  struct         r/o    1        1
// g_tex                             texture  float4          2d    2        1
// g_out                                 UAV  struct         r/w    0        1
//
SamplerState g_s : register(s0);
ByteAddressBuffer g_raw : register(t0);
struct S_t1 { uint w[4]; };
StructuredBuffer<S_t1> g_st : register(t1);
Texture2D<float4> g_tex : register(t2);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> g_out : register(u0);
struct Input {
};
struct Output {
};
[numthreads(8, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    r0.zw = uint2(0x00000000u, 0x00000000u);
    r1.x = asuint(asint(vThreadID.x) << (0x00000003u & 31u));
    {
        uint status;
        r1.xy = g_raw.Load2(r1.x, status).xy;
        r2.x = status;
    }
    r0.xy = asuint(asint(r1.xy) & int2(3, 3));
    {
        uint status;
        r0.xyzw = asuint((g_tex.Load(asint(r0.xyz), int2(0, 1), status)).xyzw);
        r3.x = status;
    }
    r1.y = (CheckAccessFullyMapped(r3.x)) ? 0xffffffffu : 0u;
    r1.z = (CheckAccessFullyMapped(r2.x)) ? 0xffffffffu : 0u;
    {
        uint status;
        S_t1 fe = g_st.Load(vThreadID.x, status);
        r2.xyzw = uint4(fe.w[0], fe.w[1], fe.w[2], fe.w[3]);
        r3.x = status;
    }
    r1.w = (CheckAccessFullyMapped(r3.x)) ? 0xffffffffu : 0u;
    r1.z = asuint(asint(r1.w) & asint(r1.z));
    {
        uint status;
        r3.xyz = asuint((g_tex.Gather(g_s, asfloat(r2.xy), int2(1, 0), status)).xyz);
        r4.x = status;
    }
    r1.w = (CheckAccessFullyMapped(r4.x)) ? 0xffffffffu : 0u;
    r3.xyz = asuint(asfloat(r2.xyz) + asfloat(r3.xyz));
    r3.w = asuint(asint(r1.x) ^ asint(r2.w));
    r1.x = asuint(asint(r1.w) & asint(r1.z));
    r0.xyzw = asuint(asint((asfloat(r0.xyzw) + asfloat(r3.xyzw))) & (asint(r1.y) & asint(r1.x)).xxxx);
    g_out[vThreadID.x].w[0] = r0.x;
    g_out[vThreadID.x].w[1] = r0.y;
    g_out[vThreadID.x].w[2] = r0.z;
    g_out[vThreadID.x].w[3] = r0.w;
    {
        return output;
    }
}
