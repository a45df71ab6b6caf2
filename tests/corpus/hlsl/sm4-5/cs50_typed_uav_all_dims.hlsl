// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_t1                                  UAV   float          1d    0        1
// g_t1a                                 UAV  float2     1darray    1        1
// g_t2                                  UAV    uint          2d    2        1
// g_t2a                                 UAV    sint     2darray    3        1
// g_t3                                  UAV  float4          3d    4        1
// g_buf                                 UAV    uint         buf    5        1
//
RWTexture1D<float> g_t1 : register(u0);
RWTexture1DArray<float4> g_t1a : register(u1);
RWTexture2D<uint> g_t2 : register(u2);
RWTexture2DArray<int> g_t2a : register(u3);
RWTexture3D<float4> g_t3 : register(u4);
RWBuffer<uint> g_buf : register(u5);
struct Input {
};
struct Output {
};
[numthreads(4, 4, 4)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    r0.x = asuint(g_t1[vThreadID.x]);
    r1.x = asuint(g_t2[vThreadID.xy]);
    r1.y = asuint(g_t2a[vThreadID.xyz]);
    r1.z = asuint((asint(vThreadID.y) << (0x00000002u & 31u)) + asint(vThreadID.x));
    r1.z = asuint(g_buf[r1.z]);
    r1.w = asuint(mad(asfloat(r0.x), 0.5f, (float)r1.x));
    g_t1[vThreadID.x] = asfloat(r1.w);
    r0.z = asuint((float)asint(r1.y));
    r1.y = asuint((-asint(r1.z)) + asint(r1.y));
    g_t2a[vThreadID.xyz] = asint(r1.y);
    g_t1a[vThreadID.xy] = asfloat(r0.xzxx);
    r1.y = asuint(asint(r1.z) + asint(r1.x));
    g_t2[vThreadID.xy] = (r1.y);
    r1.y = asuint(asint(r1.x) ^ asint(r1.z));
    r0.yw = asuint((float2)r1.xz);
    g_t3[vThreadID.xyz] = asfloat(r0.xyzw);
    g_buf[vThreadID.x] = (r1.y);
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        g_t2a.GetDimensions(w, h, e);
        l = 1;
        r0.x = uint4(w, h, e, l).z;
    }
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        g_t3.GetDimensions(w, h, e);
        l = 1;
        r0.yzw = uint4(w, h, e, l).xyz;
    }
    r0.y = asuint(asint(r0.z) + asint(r0.y));
    r0.x = asuint(asint(r0.x) + asint(r0.y));
    r0.x = asuint(asint(r0.w) + asint(r0.x));
    g_buf[vThreadID.z] = (r0.x);
    {
        return output;
    }
}
