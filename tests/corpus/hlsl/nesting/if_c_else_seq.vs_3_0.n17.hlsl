// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c34 : register(c34);
float4 c35 : register(c35);
float4 c36 : register(c36);
float4 c37 : register(c37);
float4 c39 : register(c39);
float4 c40 : register(c40);
float4 c41 : register(c41);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (r0.w <= r1.y) {
        r0.xyzw = r0.xyzw + c36.xyzw;
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.y == r1.w) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c36.xyzw;
    }
    [branch] if (r0.x < r1.y) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.z >= r1.w) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (r0.x >= r1.z) {
        r0.xyzw = r0.xyzw + c34.xyzw;
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (r0.w >= r1.w) {
        r0.xyzw = r0.xyzw + c34.xyzw;
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.z <= r1.x) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c37.xyzw;
    }
    [branch] if (r0.z < r1.x) {
        r0.xyzw = r0.xyzw + c34.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c40.xyzw;
    }
    [branch] if (r0.x != r1.y) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c35.xyzw;
    }
    [branch] if (r0.y >= r1.z) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (r0.w < r1.w) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [branch] if (r0.x > r1.y) {
        r0.xyzw = r0.xyzw + c35.xyzw;
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (r0.z == r1.x) {
        r0.xyzw = r0.xyzw + c39.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c41.xyzw;
    }
    [branch] if (r0.x >= r1.w) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (r0.z > r1.z) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (r0.y >= r1.w) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c41.xyzw;
    }
    [branch] if (r0.x > r1.x) {
        r0.xyzw = r0.xyzw + c40.xyzw;
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
