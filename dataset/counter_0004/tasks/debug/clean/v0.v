module counter_0004_canonical_next (
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
