// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_s                               sampler      NA          NA    0        1
// g_t                               texture  float4          2d    0        1
//
SamplerState g_s : register(s0);
Texture2D<float4> g_t : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    nointerpolation int MATERIAL0 : MATERIAL0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    int4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise int4 r2 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    v2.x = input.MATERIAL0;
    r0.xyzw = (g_t.Sample(g_s, v1.xy)).xwyz;
    if (v2.x == 0) {
        o0.xyzw = r0.xzwy;
        {
            output.SV_Target0 = o0.xyzw;
            return output;
        }
    } else {
        if (v2.x == 1) {
            o0.xyzw = r0.zwxy;
            {
                output.SV_Target0 = o0.xyzw;
                return output;
            }
        } else {
            if (v2.x == 2) {
                r1.xyzw = mad(r0.xzwy, float4(-1.0f, -1.0f, -1.0f, 1.0f), float4(1.0f, 1.0f, 1.0f, 0.0f));
            } else {
                if (v2.x == 3) {
                    r0.x = dot(r0.xzw, float3(0.299f, 0.587f, 0.114f));
                    r1.xyzw = r0.xxxy;
                } else {
                    r2.xy = asint((v2.xx == int2(4, 5)) ? 0xffffffffu : 0u);
                    if ((r2.y | r2.x) != 0) {
                        r1.xyzw = r0.xzwy * ((float)(v2.x + -3)).xxxx;
                    } else {
                        r1.xyzw = float4(1.0f, 0.0f, 1.0f, 1.0f);
                    }
                }
            }
        }
    }
    o0.xyzw = r1.xyzw * float4(0.9f, 0.9f, 0.9f, 0.9f);
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
