// Decompiled by dxsm from ps_2_a code.
float4 c1 : register(c1);
float4 c3 : register(c3);
float4 c5 : register(c5);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c9 : register(c9);
float4 c10 : register(c10);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    if (r0.z <= r1.w) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    if (abs(r0.z - r1.z) != 0) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (r0.w <= r1.y) {
        r0.xyzw = r0.xyzw + c10.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    if (r0.y < r1.w) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c8.xyzw;
    }
    if (r0.x > r1.y) {
        r0.xyzw = r0.xyzw + c3.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (r0.w > r1.x) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (r0.z > r1.z) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (r0.z <= r1.x) {
        r0.xyzw = r0.xyzw + c9.xyzw;
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    if (r0.x < r1.y) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (abs(r0.x - r1.z) != 0) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (r0.x >= r1.z) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (r0.y >= r1.w) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c7.xyzw;
    }
    if (r0.z > r1.x) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    if (abs(r0.z - r1.z) != 0) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c5.xyzw;
    }
    if (r0.z < r1.y) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (r0.y < r1.w) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (r0.y > r1.w) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c8.xyzw;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
