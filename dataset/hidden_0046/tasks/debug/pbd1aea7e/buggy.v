module hidden_0046_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire vin,
    input  wire advance,
    input  wire flush,
    output reg  vout
);
    reg [2:0] stages;

    always @(posedge clk or posedge rst) begin
        if (rst) begin
            stages <= 3'b000;
        end else begin
            if (flush)
                stages <= 3'b000;
            else if (advance)
                stages <= {stages[1:0], vin};
        end
    end

    always @* begin
        vout = stages[2];
    end
endmodule
