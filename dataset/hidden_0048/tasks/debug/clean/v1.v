module hidden_0048_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire sig,
    output reg  filt
);
    reg [1:0] hist;
    reg level;

    always @(posedge clk) begin
        if (rst) begin
            hist <= 2'b00;
            level <= 1'b0;
        end else begin
            if (sig != hist[0] || hist[0] != hist[1])
                hist <= {hist[0], sig};
            if (sig == hist[0] && hist[0] == hist[1])
                level <= sig;
        end
    end

    always @* begin
        filt = level;
    end
endmodule
