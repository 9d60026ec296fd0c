module timer_0003 (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       tick,
    input  wire [3:0] terminal,
    output reg  [3:0] lfsr_state,
    output wire       expired
);
    reg [3:0] lfsr_state_next;

    always @* begin
        if (start)
            lfsr_state_next = 4'b0001;
        else if (tick && lfsr_state != terminal)
            lfsr_state_next = {lfsr_state[2:0], lfsr_state[3] ^ lfsr_state[2]};
        else
            lfsr_state_next = lfsr_state;
    end

    always @(posedge clk) begin
        if (rst) begin
            lfsr_state <= 4'b0001;
        end else begin
            lfsr_state <= lfsr_state_next;
        end
    end

    assign expired = lfsr_state == terminal;
endmodule

module arbiter_0007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       req0,
    input  wire       req1,
    output wire       grant0,
    output wire       grant1,
    output wire [1:0] held
);
    reg [1:0] owner;
    reg [1:0] tenure;
    reg [1:0] owner_next;
    reg [1:0] tenure_next;

    always @* begin
        if (owner == 2'd1 && (!req0 || (tenure == 2'd3 && req1)))
            owner_next = req1 ? 2'd2 : 2'd0;
        else if (owner == 2'd2 && (!req1 || (tenure == 2'd3 && req0)))
            owner_next = req0 ? 2'd1 : 2'd0;
        else if (owner == 2'd0 && req0)
            owner_next = 2'd1;
        else if (owner == 2'd0 && req1)
            owner_next = 2'd2;
        else
            owner_next = owner;
    end

    always @* begin
        if (owner == 2'd0 || (owner == 2'd1 && (!req0 || (tenure == 2'd3 && req1))) || (owner == 2'd2 && (!req1 || (tenure == 2'd3 && req0))))
            tenure_next = 2'd0;
        else if (tenure != 2'd3)
            tenure_next = tenure + 2'd1;
        else
            tenure_next = tenure;
    end

    always @(posedge clk) begin
        if (rst) begin
            owner <= 2'd0;
            tenure <= 2'd0;
        end else begin
            owner <= owner_next;
            tenure <= tenure_next;
        end
    end

    assign grant0 = owner == 2'd1;
    assign grant1 = owner == 2'd2;
    assign held = tenure;
endmodule
