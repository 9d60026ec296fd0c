module hidden_0058_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire hdr,
    input  wire good,
    output wire locked
);
    reg [1:0] streak;
    reg insync;
    reg [1:0] streak_next;
    reg insync_next;

    always @* begin
        if (hdr && !insync && good && streak == 2'd2)
            streak_next = 2'd0;
        else if (hdr && !insync && good)
            streak_next = streak + 2'd1;
        else if (hdr && !insync)
            streak_next = 2'd0;
        else if (hdr && insync && !good && streak == 2'd1)
            streak_next = 2'd0;
        else if (hdr && insync && !good)
            streak_next = streak + 2'd1;
        else if (hdr && insync)
            streak_next = 2'd0;
        else
            streak_next = streak;
    end

    always @* begin
        if (hdr && !insync && good && streak == 2'd2)
            insync_next = 1'b1;
        else if (hdr && insync && !good && streak == 2'd1)
            insync_next = 1'b0;
        else
            insync_next = insync;
    end

    always @(posedge clk) begin
        if (rst) begin
            streak <= 2'd0;
            insync <= 1'b0;
        end else begin
            streak <= streak_next;
            insync <= insync_next;
        end
    end

    assign locked = insync;
endmodule
