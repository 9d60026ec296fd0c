module arbiter_0009 (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] requester,
    input  wire       acquire,
    input  wire       unlock,
    output reg  [1:0] owner,
    output wire       locked,
    output wire       granted
);
    reg [1:0] owner_next;

    always @* begin
        if (unlock && owner != 2'd0 && requester == owner)
            owner_next = 2'd0;
        else if (acquire && owner == 2'd0 && requester != 2'd0)
            owner_next = requester;
        else
            owner_next = owner;
    end

    always @(posedge clk) begin
        if (rst) begin
            owner <= 2'd0;
        end else begin
            owner <= owner_next;
        end
    end

    assign locked = owner != 2'd0;
    assign granted = owner != 2'd0 && owner == requester;
endmodule

module counter_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       seed_load,
    input  wire [3:0] seed,
    input  wire       step,
    output reg  [3:0] lfsr,
    output wire       rand_bit,
    output wire       wrapped
);
    reg [3:0] lfsr_next;

    always @* begin
        if (seed_load && seed != 4'd0)
            lfsr_next = seed;
        else if (step)
            lfsr_next = {lfsr[2:0], lfsr[3] ^ lfsr[2]};
        else
            lfsr_next = lfsr;
    end

    always @(posedge clk) begin
        if (rst) begin
            lfsr <= 4'b0001;
        end else begin
            lfsr <= lfsr_next;
        end
    end

    assign rand_bit = lfsr[3];
    assign wrapped = lfsr == 4'b0001;
endmodule

module hidden_0040 (
    input  wire clk,
    input  wire rst,
    input  wire push,
    input  wire pop,
    output wire almost_full
);
    reg [2:0] occ;
    reg [2:0] occ_next;

    always @* begin
        if (push && !(pop && occ != 3'd0) && occ != 3'd6)
            occ_next = occ + 3'd1;
        else if (pop && occ != 3'd0 && !push)
            occ_next = occ - 3'd1;
        else
            occ_next = occ;
    end

    always @(posedge clk) begin
        if (rst) begin
            occ <= 3'd0;
        end else begin
            occ <= occ_next;
        end
    end

    assign almost_full = occ >= 3'd4;
endmodule
