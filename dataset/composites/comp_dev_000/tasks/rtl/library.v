module arbiter_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] req,
    output reg  [2:0] grant,
    output wire       busy
);
    reg [2:0] grant_next;

    always @* begin
        if ((grant & req) == 3'b000 && req[0])
            grant_next = 3'b001;
        else if ((grant & req) == 3'b000 && req[1])
            grant_next = 3'b010;
        else if ((grant & req) == 3'b000 && req[2])
            grant_next = 3'b100;
        else if ((grant & req) == 3'b000)
            grant_next = 3'b000;
        else
            grant_next = grant;
    end

    always @(posedge clk) begin
        if (rst) begin
            grant <= 3'b000;
        end else begin
            grant <= grant_next;
        end
    end

    assign busy = grant != 3'b000;
endmodule

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
