module hidden_0046_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire vin,
    input  wire advance,
    input  wire flush,
    output wire vout
);
    reg [2:0] stages;
    reg [2:0] stages_next;

    always @* begin
        if (flush)
            stages_next = {1'b0, stages[1:0]};
        else if (advance)
            stages_next = {stages[1:0], vin};
        else
            stages_next = stages;
    end

    always @(posedge clk) begin
        if (rst) begin
            stages <= 3'b000;
        end else begin
            stages <= stages_next;
        end
    end

    assign vout = stages[2];
endmodule
