// Decompiled by dxsm from vs_3_0 code.
float4 c[14] : register(c0);
bool b0 : register(b0);
sampler2D s0 : register(s0);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : TEXCOORD0;
};
struct Output {
    float4 o0 : POSITION0;
    float4 o1 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise float4 r5 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    [branch] if (c[13].w >= c[13].y) {
        [branch] if (b0) {
            r0.xyz = abs(c[6].xyz);
            r1.x = log2(r0.x);
            r1.y = log2(r0.y);
            r1.z = log2(r0.z);
            r0.xyz = r1.xyz * v1.www;
            r1.x = exp2(r0.x);
            r1.y = exp2(r0.y);
            r1.z = exp2(r0.z);
            r0.xyz = r1.xyz * float4(0.7071, 0.25, 0.5, -1.0).xxx;
            r0.w = dot(c[12].xyz, r0.xyz);
            r0.xyzw = r0.wwww;
        } else {
            r0.xyzw = float4(-1.53, -0.913, -0.824, -1.54).xyzw;
        }
    } else {
        r1.x = v0.x;
        r1.x = (float)(r1.x >= v1.y);
        r0.xyzw = lerp(v0.xyxy, float4(0.7071, 0.25, 0.5, -1.0).yyyy, r1.xxxx);
    }
    r1.xyzw = c[13].xyzw;
    r1.xyzw = (-r1.wzyx) + c[7].xyzw;
    r1.xyzw = abs(r1.xyzw) + float4(0.7071, 0.25, 0.5, -1.0).zzzz;
    r2.x = rsqrt(r1.x);
    r2.y = rsqrt(r1.y);
    r2.z = rsqrt(r1.z);
    r2.w = rsqrt(r1.w);
    r0.xyzw = mad(c[0].xyzw, r2.xyzw, r0.xyzw);
    r1.x = (float)(c[13].z < r0.w);
    r1.y = (float)(c[13].z >= r0.w);
    r3.xyzw = r2.xyzw * c[1].xyzw;
    r1.z = mad(c[1].w, r2.w, r0.w);
    r1.z = (float)(c[13].z < r1.z);
    r1.z = r1.z + float4(0.7071, 0.25, 0.5, -1.0).w;
    r1.x = mad(r1.y, r1.z, r1.x);
    r1.x = r1.x + (-float4(0.7071, 0.25, 0.5, -1.0).w);
    r1.x = (float)((-r1.x) < r1.x);
    r0.xyzw = mad(r1.yyyy, r3.xyzw, r0.xyzw);
    r3.x = lerp((-float4(0.7071, 0.25, 0.5, -1.0).w), r1.x, r1.y);
    r1.x = (float)((-r3.x) >= r3.x);
    r2.xyzw = r2.xyzw * c[2].xyzw;
    r0.xyzw = mad(r1.xxxx, r2.xyzw, r0.xyzw);
    [branch] if (r0.x >= c[12].z) {
        r1.x = r0.y + (-c[13].z);
        r1.x = (float)((-abs(r1.x)) < abs(r1.x));
        r1.y = mad(v0.x, float4(0.15915494, 0.5, 6.2831855, -3.1415927).x, float4(0.15915494, 0.5, 6.2831855, -3.1415927).y);
        r1.y = frac(r1.y);
        r1.y = mad(r1.y, float4(0.15915494, 0.5, 6.2831855, -3.1415927).z, float4(0.15915494, 0.5, 6.2831855, -3.1415927).w);
        r2.y = float2(cos(v0.x), sin(v0.x)).y;
        r3.xyz = float4(3.0, 1.0, 0.0, 0.0).xyz;
        r4.xyzw = r3.xxxx + c[7].xyzw;
        r5.xyzw = lerp(r2.yyyy, r4.xyzw, float4(3.0, 1.0, 0.0, 0.0).yzzz);
        r2.xyzw = r5.xyzw + float4(-0.237, -1.46, -0.176, 0.414).xyzw;
        r3.xyzw = mad(r0.xxxx, r3.yzzz, float4(0.0, 1.2806249, 0.82401454, 0.8342661).xyzw);
        r4.xyzw = lerp(r3.xyzw, r2.xyzw, r1.xxxx);
        r1.xyzw = float4(3.0, 1.0, 0.0, 0.0).yyzz * v1.xyxx;
        r1.xyzw = (tex2Dlod(s0, r1.xyzw)).xyzw;
        o1.xyzw = r1.xyzw + r4.xyzw;
    } else {
        o1.xyzw = r0.xyzw;
    }
    [branch] if (c[13].w >= c[13].x) {
        r0.xyzw = float4(0.6324555, -1.49, -1.13, 0.0).xyxz;
        [loop] for (int aL0 = 0; aL0 < 5; aL0++) {
            r1.xyzw = c[aL0].xyzw;
            r1.xyzw = r1.xyzw * float4(-1.21, 1.81, -0.0177, -1.32).xyzw;
            r1.xyzw = r0.xyzw + r1.xyzw;
            [branch] if (c[13].w < r1.z) {
                r0.xyzw = r1.xyzw;
                [branch] if ((-float4(0.7071, 0.25, 0.5, -1.0).w) != (-float4(0.7071, 0.25, 0.5, -1.0).w)) break;
            }
            r0.xyzw = r1.xyzw;
        }
        o1.xyzw = r0.xyzw;
    }
    o0.x = dot(v0.xyzw, c[8].xyzw);
    o0.y = dot(v0.xyzw, c[9].xyzw);
    o0.z = dot(v0.xyzw, c[10].xyzw);
    o0.w = dot(v0.xyzw, c[11].xyzw);
    output.o0 = o0.xyzw;
    output.o1 = o1.xyzw;
    return output;
}
